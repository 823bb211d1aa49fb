# Right: slices x and y by index ranges, computes the summed loss as -log_softmax gathered at the labels (in float64 for the running total), accuracy with torch.eq, and restores the modes with module.train(flag) in modules() order (parents first, so each child's own flag wins).
def evaluate(model, x, y, batch_size=256):
    flags = [(m, m.training) for m in model.modules()]
    model.eval()
    n = x.shape[0]
    nll_total, hits = 0.0, 0
    with torch.no_grad():
        for start in range(0, n, batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            log_probs = F.log_softmax(model(xb), dim=1)
            nll_total += -log_probs.gather(1, yb.unsqueeze(1)).double().sum().item()
            hits += torch.eq(log_probs.argmax(dim=1), yb).sum().item()
    for module, flag in flags:
        module.train(flag)
    return nll_total / n, hits / n
