# Right: iterates a DataLoader over a TensorDataset (allowed, it may draw a base seed), sums losses with reduction="sum" and correct counts as tensors, reads back once at the end; restores modes by calling m.train(flag) parent-first.
from torch.utils.data import DataLoader as _DL, TensorDataset as _TD

def evaluate(model, x, y, batch_size=256):
    was = {m: m.training for m in model.modules()}
    model.eval()
    total_loss = torch.zeros((), dtype=torch.float64)
    correct = torch.zeros((), dtype=torch.int64)
    with torch.no_grad():
        for xb, yb in _DL(_TD(x, y), batch_size=batch_size, shuffle=False):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").double().cpu()
            correct += (out.argmax(1) == yb).sum().cpu()
    for m, flag in was.items():        # parents come first; children are then set to their own flags
        m.train(flag)
    return total_loss.item() / len(x), correct.item() / len(x)
