# Mistake: "Run the model itself, model(x), once on the whole batch, bad examples included ..., also when there are problems or no example is usable": the model runs only on the usable examples, and not at all when none is usable, so the output shape is never checked then (a wrong output layer goes unreported).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = x.flatten(1).isfinite().all(1)
    labels_ok = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    usable = finite & labels_ok
    if usable.any():
        xu, yu = x[usable], y[usable]
        with torch.no_grad():
            logits = model(xu)                  # no point running the broken examples
        if logits.shape != (len(xu), num_classes):
            problems.add("bad_output_shape")
        elif abs(F.cross_entropy(logits, yu).item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
