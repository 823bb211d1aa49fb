# Right: a DataLoader over a TensorDataset (sequential, last batch smaller), running sums kept in float64 tensors, per-module modes restored with m.train(flag) in modules() pre-order so children end up in their own mode
def evaluate(model, x, y, batch_size=256):
    saved = [(m, m.training) for m in model.modules()]
    model.eval()
    loader = DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False)
    loss_sum = torch.zeros((), dtype=torch.float64)
    hit_sum = torch.zeros((), dtype=torch.float64)
    with torch.no_grad():
        for xb, yb in loader:
            logits = model(xb)
            per_example = F.cross_entropy(logits, yb, reduction="none")
            loss_sum += per_example.to(torch.float64).sum()
            hit_sum += (logits.argmax(dim=-1) == yb).to(torch.float64).sum()
    for m, flag in saved:
        m.train(flag)
    n = x.shape[0]
    return (loss_sum / n).item(), (hit_sum / n).item()
