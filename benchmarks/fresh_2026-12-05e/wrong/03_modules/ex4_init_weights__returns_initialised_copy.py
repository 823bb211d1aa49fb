# Mistake: "Change `model` in place and return it (the same object)" — the function initialises and returns a deepcopy, leaving the caller's model (and the parameters its optimizer holds) untouched.
import copy


def init_weights(model: nn.Module) -> nn.Module:
    model = copy.deepcopy(model)
    for module in model.modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
