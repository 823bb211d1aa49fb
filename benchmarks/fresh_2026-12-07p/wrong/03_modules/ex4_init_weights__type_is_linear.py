# Mistake: "Subclasses of `nn.Linear` are `nn.Linear` layers too (`isinstance`)": the exact type check `type(m) is nn.Linear` skips a subclass of nn.Linear, which keeps PyTorch's default initialisation (and later layers get the draws meant for it).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if type(m) is nn.Linear:
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
