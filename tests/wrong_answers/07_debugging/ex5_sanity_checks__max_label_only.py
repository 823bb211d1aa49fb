# Diagnosis: negative-labels-missed
# Pitfall: only the largest label is compared with num_classes: a negative label goes unreported.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = y < num_classes
    if not finite.all():
        problems.add("nonfinite_inputs")
    if y.max() >= num_classes:
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range & (y >= 0)
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
