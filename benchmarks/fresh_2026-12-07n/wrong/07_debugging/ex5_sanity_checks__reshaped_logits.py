# Mistake: "\"bad_output_shape\": model(x) is not of shape (N, num_classes)" with a model "its output reshaped to (N, 1, num_classes)": the logits are reshaped to (N, -1) before the check, so an (N, 1, C) output passes as (N, C) and is not reported.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    with torch.no_grad():
        logits = model(x).reshape(len(x), -1)
    finite = x.flatten(1).isfinite().all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite & in_range
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
