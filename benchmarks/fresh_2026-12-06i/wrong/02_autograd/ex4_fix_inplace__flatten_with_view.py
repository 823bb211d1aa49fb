# Mistake: "memory layouts: contiguous, strided or transposed" (x of shape (D,), (N, D) or (B, S, D)) — the leading dimensions are flattened with x.view(-1, dim) so the Linear layers see a 2-D batch; view refuses a 3-D x whose leading dimensions are transposed or strided (it works only where no copy is needed), so such inputs raise.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        shape = x.shape
        flat = x.view(-1, shape[-1])              # (anything, dim) -> (rows, dim)
        h = self.proj(flat)
        h += 1.0
        g = torch.sigmoid(self.gate(flat))
        g = g * self.scale                        # the fix: sigmoid's saved output stays intact
        out = h * g
        out += flat
        return torch.relu_(out).view(shape)
