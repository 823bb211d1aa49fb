# Mistake: "Subclasses of `nn.Linear` are `nn.Linear` layers too (`isinstance`)": the test `type(m) is nn.Linear` skips every subclass of nn.Linear, which keeps PyTorch's default initialisation (and, since its kaiming draw is skipped, every later Linear gets different numbers from the reference's).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if type(m) is nn.Linear:
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
