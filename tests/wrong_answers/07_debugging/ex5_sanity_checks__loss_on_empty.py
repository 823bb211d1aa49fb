# Diagnosis: loss-over-bad-examples
# Pitfall: computing the loss even when no example is usable (one example, with an inf): the mean over nothing is NaN, "loss off".
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    loss = F.cross_entropy(logits[usable], y[usable]).item()
    if not abs(loss - math.log(num_classes)) <= tol:
        problems.add("initial_loss_off")
    return problems
