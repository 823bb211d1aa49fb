# Mistake: "Run the model itself, `model(x)`, once on the whole batch, bad examples included (their output rows are simply left out of the loss), also when there are problems or no example is usable" — runs the model only on the usable rows, `model(x[ok])`, and not at all when none is usable; the output-shape check then sees another N.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        problems.add("nonfinite_inputs")
    if not bool(in_range.all()):
        problems.add("labels_out_of_range")
    ok = finite & in_range
    if bool(ok.any()):
        with torch.no_grad():
            out = model(x[ok])
        if out.shape != (int(ok.sum()), num_classes):
            problems.add("bad_output_shape")
        else:
            loss = F.cross_entropy(out, y[ok]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
