# Mistake: "a batch of a single example included (no `squeeze()` that drops the batch dimension)" — the logits are squeezed "to drop stray dimensions": a last batch of one example (or a one-class model) loses a dimension and cross_entropy/argmax then work on the wrong axis or fail.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, hits = 0.0, 0
    try:
        with torch.inference_mode():
            for start in range(0, len(x), batch_size):
                logits = model(x[start:start + batch_size]).squeeze()
                target = y[start:start + batch_size].squeeze()
                loss_sum += F.cross_entropy(logits, target, reduction="sum").item()
                hits += int((logits.argmax(-1) == target).sum())
    finally:
        for m, mode in modes.items():
            m.training = mode
    return loss_sum / len(x), hits / len(x)
