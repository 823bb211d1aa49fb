# Mistake: "only the gradients change: ... the global state (grad mode, random generators) stay as you found them" — reseeds the global generator with `torch.manual_seed(0)` at every attempt so that retries are reproducible, which resets the caller's random stream.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        ran_out = False
        torch.manual_seed(0)                    # every attempt sees the same randomness
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            ran_out = True
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
        if ran_out:
            loss = None
            k *= 2
