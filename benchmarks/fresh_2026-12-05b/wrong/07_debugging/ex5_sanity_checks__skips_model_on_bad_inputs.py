# Mistake: "Call the model itself, also when there are problems (the tests check that its forward pass ran)" -- returns early without running the model when the inputs or labels are already broken.
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
        logits = model(x)
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
    elif abs(F.cross_entropy(logits, y).item() - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
