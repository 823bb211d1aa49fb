# Mistake: "work for any len(x) >= 1 and any batch_size >= 1 ... every example once": range(len(x) // batch_size + 1) adds an empty last batch when len(x) is a multiple of batch_size (e.g. 6 examples in batches of 3), whose mean cross-entropy is NaN, so the returned loss is NaN.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, right = 0.0, 0
    with torch.no_grad():
        for i in range(len(x) // batch_size + 1):              # full batches, then the rest
            xb, yb = x[i * batch_size:(i + 1) * batch_size], y[i * batch_size:(i + 1) * batch_size]
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb).item() * len(xb)
            right += (out.argmax(1) == yb).sum().item()
    for m, mode in modes.items():
        m.train(mode)
    return loss_sum / len(x), right / len(x)
