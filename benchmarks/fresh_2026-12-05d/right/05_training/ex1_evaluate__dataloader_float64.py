# Right: a DataLoader over a TensorDataset (shuffle=False, last batch kept), per-example losses kept and summed in float64 at the end, inference_mode, and the per-module flags written back directly (m.training = flag, nothing else touched).
def evaluate(model, x, y, batch_size=256):
    flags = {m: m.training for m in model.modules()}
    model.eval()
    losses, hits = [], []
    try:
        with torch.inference_mode():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
                logits = model(xb)
                losses.append(F.cross_entropy(logits, yb, reduction="none").double())
                hits.append((logits.argmax(dim=-1) == yb).double())
        mean_loss = torch.cat(losses).sum().item() / len(x)
        accuracy = torch.cat(hits).sum().item() / len(x)
    finally:
        for m, flag in flags.items():
            m.training = flag
    return mean_loss, accuracy
