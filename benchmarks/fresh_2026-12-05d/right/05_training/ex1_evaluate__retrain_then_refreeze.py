# Right: remembers which modules were in eval mode, and afterwards calls model.train() and then .eval() on exactly those modules: every module ends in the mode it arrived in (a model that arrived fully in eval mode has all of them listed); restored in a finally.
def evaluate(model, x, y, batch_size=256):
    was_eval = [m for m in model.modules() if not m.training]
    model.eval()
    loss_sum = correct = 0.0
    try:
        with torch.no_grad():
            for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
                logits = model(xb)
                loss_sum += float(F.cross_entropy(logits, yb, reduction="sum"))
                correct += float((logits.argmax(dim=1) == yb).sum())
    finally:
        model.train()
        for m in was_eval:
            m.eval()
    return loss_sum / len(x), correct / len(x)
