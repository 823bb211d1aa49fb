# Right: inference_mode records nothing; per-example losses are summed in float64 on the batches' device and read back once at the end; modes restored module by module in pre-order with train(flag)
def validation_loss(model, batches):
    saved = [(m, m.training) for m in model.modules()]
    model.train(False)
    total, count = None, 0
    with torch.inference_mode():
        for x, y in batches:
            losses = F.cross_entropy(model(x), y, reduction="none").to(torch.float64)
            total = losses.sum() if total is None else total + losses.sum()
            count += len(losses)
    for m, flag in saved:
        m.train(flag)
    return float(total.item() / count)
