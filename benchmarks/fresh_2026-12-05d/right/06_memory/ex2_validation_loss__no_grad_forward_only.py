# Right: only the forward pass runs under no_grad() (its output then has no graph, so the loss computed outside records nothing either); batch means weighted by batch size with plain Python floats; iterates once.
def validation_loss(model, batches):
    weighted_sum = 0.0
    examples = 0
    iterator = iter(batches)
    for x, y in iterator:
        with torch.no_grad():
            logits = model(x)
        n = int(y.shape[0])
        weighted_sum += float(F.cross_entropy(logits, y)) * n
        examples += n
    return weighted_sum / examples
