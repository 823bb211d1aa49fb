# Right: restores the modes with m.train(flag) in model.modules()'s pre-order (each parent before its children, so every child's own flag is set last), and weights each batch's mean loss by its size.
def evaluate(model, x, y, batch_size=256):
    before = list((m, m.training) for m in model.modules())
    model.eval()
    weighted, hits = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(torch.split(x, batch_size), torch.split(y, batch_size)):
            logits = model(xb)
            weighted += F.cross_entropy(logits, yb).item() * xb.shape[0]
            hits += int(torch.count_nonzero(logits.argmax(dim=1) == yb))
    for m, flag in before:                      # parents first: children end in their own mode
        m.train(flag)
    return weighted / x.shape[0], hits / x.shape[0]
