# Right: torch.inference_mode() (records nothing, restores grad mode on exit), reduction="sum" per batch, one pass, divide by the number of examples.
def validation_loss(model, batches):
    loss_sum, examples = 0.0, 0
    with torch.inference_mode():
        for x, y in batches:
            loss_sum += F.cross_entropy(model(x), y, reduction="sum").item()
            examples += y.numel()
    return float(loss_sum / examples)
