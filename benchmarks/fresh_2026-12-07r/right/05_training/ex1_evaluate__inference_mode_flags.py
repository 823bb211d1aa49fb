# Right: torch.inference_mode, per-batch mean loss weighted by the batch's own size, flags restored by assigning m.training directly.
def evaluate(model, x, y, batch_size=256):
    flags = {m: m.training for m in model.modules()}
    for m in flags:
        m.training = False
    weighted, correct = 0.0, 0
    with torch.inference_mode():
        for i in range(0, x.shape[0], batch_size):
            xb, yb = x[i:i + batch_size], y[i:i + batch_size]
            out = model(xb)
            weighted += F.cross_entropy(out, yb).item() * xb.shape[0]
            correct += int(out.argmax(dim=-1).eq(yb).sum())
    for m, flag in flags.items():
        m.training = flag
    return float(weighted / x.shape[0]), float(correct / x.shape[0])
