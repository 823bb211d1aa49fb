# Right: notes every submodule's flag, evaluates under inference_mode through a DataLoader (sequential, last batch kept), sums the per-example losses in float64 on the device, reads back once at the end, and restores each flag directly (m.training = flag, not the recursive train()) in a finally block
def evaluate(model, x, y, batch_size=256):
    flags = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        loss_sum = torch.zeros((), dtype=torch.float64, device=x.device)
        hits = torch.zeros((), dtype=torch.int64, device=x.device)
        with torch.inference_mode():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
                logits = model(xb)
                loss_sum += F.cross_entropy(logits.double(), yb, reduction="sum")
                hits += (logits.argmax(dim=1) == yb).sum()
        return float(loss_sum) / len(x), int(hits) / len(x)
    finally:
        for m, flag in flags:
            m.training = flag
