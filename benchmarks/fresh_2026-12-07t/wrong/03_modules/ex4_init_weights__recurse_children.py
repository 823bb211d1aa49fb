# Mistake: "for **every** `nn.Linear` anywhere inside `model` ... (also as the model itself)", "a model that is itself one layer": the recursion looks only at each module's children, so when model is itself an nn.Linear (or a Linear subclass) nothing is initialised.
def init_weights(model: nn.Module) -> nn.Module:
    for child in model.children():
        if isinstance(child, nn.Linear):
            nn.init.kaiming_normal_(child.weight, mode="fan_in", nonlinearity="relu")
            if child.bias is not None:
                nn.init.zeros_(child.bias)
        else:
            init_weights(child)            # go down into containers
    return model
