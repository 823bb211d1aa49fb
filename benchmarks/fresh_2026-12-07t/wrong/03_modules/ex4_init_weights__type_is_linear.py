# Mistake: "Subclasses of `nn.Linear` are `nn.Linear` layers too (`isinstance`)": the test is type(m) is nn.Linear, so a subclass of nn.Linear keeps its default initialisation and every later layer gets different random draws.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if type(m) is nn.Linear:
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
