# Right: iterates a DataLoader over a TensorDataset (batch_size, no shuffle), runs under torch.inference_mode(), sums per-example losses in float64, and restores every module's flag by assigning .training directly from a list of (module, flag) pairs.
from torch.utils.data import DataLoader, TensorDataset


def evaluate(model, x, y, batch_size=256):
    flags = [(module, module.training) for module in model.modules()]
    model.eval()
    loss_sum = 0.0
    correct = 0
    try:
        with torch.inference_mode():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
                logits = model(xb)
                loss_sum += F.cross_entropy(logits, yb, reduction="sum").double().item()
                correct += int((logits.argmax(dim=1) == yb).sum().item())
    finally:
        for module, flag in flags:
            module.training = flag
    return float(loss_sum / len(x)), float(correct / len(x))
