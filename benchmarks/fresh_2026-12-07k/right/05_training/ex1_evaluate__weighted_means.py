# Right: weights each batch's mean loss and accuracy by its number of examples (the same as summing per example), keeps the sums as float64 tensors, and sets the training flags back directly
def evaluate(model, x, y, batch_size=256):
    saved = {m: m.training for m in model.modules()}
    for m in model.modules():
        m.training = False
    loss_total = torch.zeros((), dtype=torch.float64, device=x.device)
    hit_total = torch.zeros((), dtype=torch.float64, device=x.device)
    with torch.no_grad():
        for start in range(0, len(x), batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            out = model(xb)
            loss_total += F.cross_entropy(out, yb).double() * len(xb)
            hit_total += (out.argmax(dim=1) == yb).double().mean() * len(xb)
    for m, flag in saved.items():
        m.training = flag
    return float(loss_total / len(x)), float(hit_total / len(x))
