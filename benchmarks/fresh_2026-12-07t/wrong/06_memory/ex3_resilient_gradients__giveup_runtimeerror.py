# Mistake: "give up (re-raise the OOM) when the next `k` would exceed ...": copying section 6's recovery, it raises RuntimeError("not even one example fits") when it gives up, so the caller catching torch.OutOfMemoryError (e.g. 3 examples, room for 1, or max_micro_batches=1 with a batch that does not fit) gets a different exception.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while k <= limit:
        ran_out = False
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            ran_out = True
        if ran_out:
            loss = None
            k *= 2
    raise RuntimeError("not even one example fits")
