# Right: iterates a DataLoader over a TensorDataset, collects per-example losses (reduction="none") and hits under inference_mode, and takes their means at the end with torch.cat; the modes are saved as a list aligned with model.modules() and restored in a finally block.
def evaluate(model, x, y, batch_size=256):
    modules = list(model.modules())
    flags = [m.training for m in modules]
    model.eval()
    losses, hits = [], []
    try:
        with torch.inference_mode():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
                logits = model(xb)
                losses.append(F.cross_entropy(logits, yb, reduction="none"))
                hits.append(logits.argmax(dim=1) == yb)
    finally:
        for m, flag in zip(modules, flags):
            m.training = flag
    return torch.cat(losses).mean().item(), torch.cat(hits).float().mean().item()
