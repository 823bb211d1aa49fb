# Right: a DataLoader over a TensorDataset (in order), inference_mode, per-batch mean weighted by batch size; modes saved as a list of flags and restored module by module.
def evaluate(model, x, y, batch_size=256):
    modules = list(model.modules())
    flags = [m.training for m in modules]
    model.eval()
    loss_sum = torch.zeros((), dtype=torch.float64)
    hits = torch.zeros((), dtype=torch.int64)
    with torch.inference_mode():
        for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb).double().cpu() * len(xb)
            hits += (out.argmax(-1) == yb).sum().cpu()
    for m, flag in zip(modules, flags):
        m.training = flag
    return float(loss_sum / len(x)), float(hits) / len(x)
