# Mistake: "`accuracy`, the fraction of **all** examples whose argmax prediction is right": returns it as a percentage (0 to 100), e.g. 87.5 where 0.875 is asked.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    try:
        with torch.no_grad():
            for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
                logits = model(xb)
                total_loss += F.cross_entropy(logits, yb, reduction="sum").item()
                correct += (logits.argmax(dim=1) == yb).sum().item()
    finally:
        for m, mode in modes.items():
            m.train(mode)
    return total_loss / len(x), 100.0 * correct / len(x)
