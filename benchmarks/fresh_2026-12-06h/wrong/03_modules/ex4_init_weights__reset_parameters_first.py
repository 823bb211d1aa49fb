# Mistake: "with one `kaiming_normal_` call per `nn.Linear` and no other random draws: the tests seed the global random generator and compare your values with the reference's, number for number" — each Linear is first put back to a clean state with reset_parameters() (which draws a kaiming_uniform_ weight and a uniform bias), so the kaiming_normal_ draws start later in the random stream and every weight differs from the reference's.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear):
            module.reset_parameters()              # start from a known state, then apply the scheme
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
