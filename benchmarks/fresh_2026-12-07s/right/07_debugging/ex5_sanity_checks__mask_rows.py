# Right: builds one usable-row mask (finite inputs and in-range labels), runs model(x) once under torch.inference_mode, and checks the loss on the masked rows only when the shape is right and some row is usable.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite_rows = torch.isfinite(x.flatten(1)).all(dim=1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not bool(finite_rows.all()):
        problems.add("nonfinite_inputs")
    if not bool(labels_ok.all()):
        problems.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite_rows & labels_ok
    if bool(usable.any()):
        with torch.inference_mode():
            loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
