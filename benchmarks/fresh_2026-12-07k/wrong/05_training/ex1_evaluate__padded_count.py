# Mistake: "sum over examples and divide by len(x)": the sums are divided by the number of batches times batch_size, which is larger than len(x) whenever the last batch is smaller (300 examples in batches of 128: divides by 384)
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    batches = list(zip(x.split(batch_size), y.split(batch_size)))
    loss_sum, hits = 0.0, 0
    with torch.no_grad():
        for xb, yb in batches:
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            hits += (out.argmax(1) == yb).sum().item()
    for m, mode in modes.items():
        m.training = mode
    seen = len(batches) * batch_size
    return loss_sum / seen, hits / seen
