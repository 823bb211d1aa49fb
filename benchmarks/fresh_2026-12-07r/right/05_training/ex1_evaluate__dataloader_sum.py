# Right: reads the batches through a DataLoader over a TensorDataset, sums losses and hits as float64 tensors, restores each submodule's flag with m.train(flag) in modules() order (parents before children).
def evaluate(model, x, y, batch_size=256):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    loss_sum = torch.zeros((), dtype=torch.float64, device=x.device)
    hits = torch.zeros((), dtype=torch.float64, device=x.device)
    try:
        with torch.no_grad():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size):
                out = model(xb)
                loss_sum += F.cross_entropy(out, yb, reduction="sum").double()
                hits += (out.argmax(dim=1) == yb).sum()
    finally:
        for m, flag in modes:
            m.train(flag)
    return loss_sum.item() / len(x), hits.item() / len(x)
