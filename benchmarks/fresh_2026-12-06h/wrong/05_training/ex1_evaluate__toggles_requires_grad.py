# Mistake: "after the call ... the inputs come back unchanged" (the model possibly holding "a frozen weight (`requires_grad=False`)") — besides no_grad, the model is frozen with model.requires_grad_(False) during evaluation and unfrozen with requires_grad_(True) afterwards, which makes the caller's frozen weight trainable.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    model.requires_grad_(False)                     # evaluation trains nothing
    try:
        losses, correct = [], 0
        with torch.no_grad():
            for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
                out = model(xb)
                losses.append(F.cross_entropy(out, yb, reduction="sum"))
                correct += (out.argmax(-1) == yb).sum().item()
        return torch.stack(losses).sum().item() / len(x), correct / len(x)
    finally:
        model.requires_grad_(True)
        for m, flag in modes.items():
            m.training = flag
