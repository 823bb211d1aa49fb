# Mistake: "for **every** `nn.Linear` anywhere inside `model`" with "a model that is itself one layer" among the inputs: the loop skips the first entry of model.modules() (the model itself, "only a container"), so a model that is an nn.Linear, or a subclass of nn.Linear used as the model, is returned with its default initialisation.
def init_weights(model: nn.Module) -> nn.Module:
    for m in list(model.modules())[1:]:          # [0] is the model itself
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
