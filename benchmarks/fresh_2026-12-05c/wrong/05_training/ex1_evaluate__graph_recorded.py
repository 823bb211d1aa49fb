# Mistake: "run every forward pass in eval mode and **without recording a graph** (`torch.no_grad()` or `torch.inference_mode()`)" — forgets no_grad, so every forward records a graph for nothing
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        out = model(xb)
        total_loss += F.cross_entropy(out, yb, reduction="sum").item()
        correct += (out.argmax(dim=1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return total_loss / len(x), correct / len(x)
