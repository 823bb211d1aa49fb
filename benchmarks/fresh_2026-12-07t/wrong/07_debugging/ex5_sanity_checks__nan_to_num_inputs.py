# Mistake: "Compute it only over the examples whose inputs are finite" and "Run the model itself, `model(x)`": it runs the model on nan_to_num(x) and keeps the repaired rows in the loss, so an example holding inf (turned into ~3e38) or NaN enters the mean and can flip "initial_loss_off".
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    labels_ok = (y >= 0) & (y < num_classes)
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(torch.nan_to_num(x))             # NaN/inf would poison the logits
    if tuple(out.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
    elif labels_ok.any():
        loss = F.cross_entropy(out[labels_ok], y[labels_ok]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
