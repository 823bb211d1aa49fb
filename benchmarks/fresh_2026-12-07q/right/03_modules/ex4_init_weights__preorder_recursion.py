# Right: an explicit pre-order recursion over children() with a seen-set (which is exactly model.modules() order, shared modules visited once).
def init_weights(model: nn.Module) -> nn.Module:
    seen = set()

    def visit(m):
        if id(m) in seen:
            return
        seen.add(id(m))
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.constant_(m.bias, 0.0)
        for child in m.children():
            visit(child)

    visit(model)
    return model
