# Mistake: "a submodule the caller had put in its own mode ... leaves in that mode" — restores with model.apply(lambda m: m.train(flag)), but apply visits children before their parent and m.train() recurses, so the parent's flag overwrites a frozen BatchNorm's eval mode inside a training model.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, hits = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(torch.split(x, batch_size), torch.split(y, batch_size)):
            logits = model(xb)
            loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
            hits += int((logits.argmax(1) == yb).sum())
    model.apply(lambda m: m.train(modes[m]))
    return loss_sum / len(x), hits / len(x)
