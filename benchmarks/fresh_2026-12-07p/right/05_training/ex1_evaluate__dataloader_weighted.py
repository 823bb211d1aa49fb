# Right: iterates a DataLoader over a TensorDataset (no shuffle), weights each batch's mean loss by its size, and restores modes with m.train(flag) in modules() order (parents first, so each child's own flag wins).
def evaluate(model, x, y, batch_size=256):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    total_loss, total_right = 0.0, 0
    with torch.no_grad():
        for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb).item() * len(yb)
            total_right += (out.argmax(1) == yb).sum().item()
    for m, was in modes:
        m.train(was)
    return total_loss / len(x), total_right / len(x)
