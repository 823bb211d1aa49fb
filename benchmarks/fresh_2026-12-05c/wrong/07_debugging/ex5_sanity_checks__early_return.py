# Mistake: "Call the model itself, also when there are problems" / returns "the set of problems it finds" — returns as soon as the data look bad, so the model never runs and a wrong output shape (or a loss off on the usable rows) goes unreported
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    if problems:
        return problems
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        return {"bad_output_shape"}
    loss = F.cross_entropy(out, y).item()
    if abs(loss - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
