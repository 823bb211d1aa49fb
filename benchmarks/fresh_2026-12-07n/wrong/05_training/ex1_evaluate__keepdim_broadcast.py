# Mistake: "`accuracy`, the fraction of **all** examples whose argmax prediction is right": the prediction is taken with `argmax(dim=1, keepdim=True)` (shape (B, 1)) and compared with `yb` (shape (B,)), which broadcasts into a (B, B) table, so `correct` counts matching pairs and the accuracy is wrong (even above 1) for any batch of 2 or more
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    try:
        with torch.no_grad():
            for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
                out = model(xb)
                total_loss += F.cross_entropy(out, yb, reduction="sum").item()
                pred = out.argmax(dim=1, keepdim=True)
                correct += (pred == yb).sum().item()
    finally:
        for m, flag in modes.items():
            m.training = flag
    return total_loss / len(x), correct / len(x)
