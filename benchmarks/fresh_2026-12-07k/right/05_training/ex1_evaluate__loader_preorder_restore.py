# Right: reads the batches through a DataLoader over a TensorDataset (shuffle off), uses inference_mode, and restores the noted flags with m.train(flag) in model.modules() order (parents before children, so each child's own flag is set last)
def evaluate(model, x, y, batch_size=256):
    flags = [(m, m.training) for m in model.modules()]
    model.eval()
    loss_sum, correct = 0.0, 0
    try:
        with torch.inference_mode():
            for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
                logits = model(xb)
                loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
                correct += int((logits.argmax(dim=-1) == yb).sum())
    finally:
        for m, flag in flags:
            m.train(flag)
    return loss_sum / len(x), correct / len(x)
