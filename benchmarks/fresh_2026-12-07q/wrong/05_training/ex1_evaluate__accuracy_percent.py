# Mistake: "`accuracy`, the fraction of **all** examples whose argmax prediction is right" -- it returns the accuracy in percent (100 * fraction), as the notebook prints it, so a perfect model gives 100.0 instead of 1.0.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return loss_sum / len(x), 100.0 * correct / len(x)
