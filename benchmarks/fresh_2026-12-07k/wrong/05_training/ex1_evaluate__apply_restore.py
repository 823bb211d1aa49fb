# Mistake: "the caller's mode restored for every submodule": the flags are noted per module, but restored with model.apply(m.train(flag)); apply visits children before their parent and train() is recursive, so the parent's call overwrites a BatchNorm frozen in eval mode inside a training model
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, hits = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            hits += (out.argmax(1) == yb).sum().item()
    model.apply(lambda m: m.train(modes[m]))
    return loss_sum / len(x), hits / len(x)
