# Mistake: "leave the model as it found it" (the model may arrive with "gradients of an earlier step already in `.grad`"): `model.zero_grad()` at the start, to evaluate "from a clean state", throws away the caller's gradients (every .grad becomes None)
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.zero_grad()
    model.eval()
    total, hits = 0.0, 0
    with torch.inference_mode():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total += F.cross_entropy(out, yb, reduction="sum").item()
            hits += int((out.argmax(1) == yb).sum())
    for m, flag in modes.items():
        m.training = flag
    return total / len(x), hits / len(x)
