# Mistake: "every .grad as it was (the same tensor, the same values)": evaluate starts with model.zero_grad() to be safe, which sets every .grad left by an earlier step to None before the caller's optimizer.step() can use it.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.zero_grad()
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    for m, mode in modes.items():
        m.training = mode
    return loss_sum / len(x), correct / len(x)
