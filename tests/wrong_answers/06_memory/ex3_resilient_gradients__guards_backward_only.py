# Diagnosis: forward-oom-not-caught
# Pitfall: only backward() is inside the try: an OOM raised by the forward pass escapes.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        ran_out = False
        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
            loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
            try:
                loss.backward()
            except torch.OutOfMemoryError:
                ran_out = True
                break
        if not ran_out:
            return k
        if 2 * k > min(max_micro_batches, len(x)):
            raise torch.OutOfMemoryError(f"no micro-batch size up to {k} fits")
        k *= 2
