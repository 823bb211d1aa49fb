# Right: masks built per example over all non-batch dims (flatten(1)), the model always run once under inference_mode, the shape compared as a tuple with (N, num_classes), and the loss taken over the usable examples only, in float64, when there is at least one.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(in_range.all()):
        problems.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if bool(usable.any()):
        with torch.inference_mode():
            loss = F.cross_entropy(logits[usable].double(), y[usable])
        if abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
