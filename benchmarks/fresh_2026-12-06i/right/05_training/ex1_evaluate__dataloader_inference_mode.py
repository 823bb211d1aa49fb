# Right: iterates a DataLoader over a TensorDataset under torch.inference_mode(), sums per-example losses with reduction="sum" as tensors and reads them back once at the end; restores each submodule's flag by assignment in a finally block.
def evaluate(model, x, y, batch_size=256):
    saved = {m: m.training for m in model.modules()}
    loss_sum = None
    correct = None
    try:
        model.eval()
        with torch.inference_mode():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
                logits = model(xb)
                batch_loss = F.cross_entropy(logits, yb, reduction="sum")
                batch_hits = (logits.argmax(dim=1) == yb).sum()
                loss_sum = batch_loss if loss_sum is None else loss_sum + batch_loss
                correct = batch_hits if correct is None else correct + batch_hits
    finally:
        for module, flag in saved.items():
            module.training = flag
    n = len(x)
    return float(loss_sum) / n, float(correct) / n
